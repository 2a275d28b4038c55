import { bilingualTexts } from './language';

/** Texts of the API's own HTTP-level failures, sent in `message` in the caller's language. */
export const API_MESSAGES = bilingualTexts({
  notFound: {
    ko: '요청한 API를 찾을 수 없습니다.',
    en: 'The requested API endpoint was not found.',
  },
  badRequest: {
    ko: '요청을 처리할 수 없습니다. 주소와 입력값을 확인해주세요.',
    en: 'The request could not be understood. Check its address and values.',
  },
  invalidJson: {
    ko: '요청 본문이 올바른 JSON 형식이 아닙니다.',
    en: 'The request body is not valid JSON.',
  },
  payloadTooLarge: {
    ko: '요청 본문이 너무 큽니다.',
    en: 'The request body is too large.',
  },
  unsupportedEncoding: {
    ko: '지원하지 않는 요청 인코딩입니다.',
    en: 'The request encoding is not supported.',
  },
  internalError: {
    ko: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    en: 'Something went wrong on the server. Please try again shortly.',
  },
  foreignOrigin: {
    ko: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.',
    en: 'Requests sent from other websites are not accepted.',
  },
  databaseUnavailable: {
    ko: '데이터베이스에 연결할 수 없습니다.',
    en: 'The database is unavailable.',
  },
});
