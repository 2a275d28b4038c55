/**
 * The double's 알림톡 template registry and the checks Solapi makes on a 알림톡 before taking it
 * (status codes from api-reference/message-status-codes.md; template fields and approval states
 * as the official SDK's kakaoAlimtalkTemplateSchema names them).
 */
export type TDoubleButton =
  | { buttonType: 'WL'; buttonName: string; linkMo: string; linkPc?: string | null }
  | { buttonType: 'AL'; buttonName: string; linkAnd: string; linkIos: string }
  | { buttonType: 'BK' | 'MD' | 'DS' | 'BC' | 'BT' | 'AC'; buttonName: string };

export interface TDoubleTemplate {
  templateId: string;
  /** The KakaoTalk channel the template belongs to (kakaoOptions.pfId, channelId in v2). */
  pfId: string;
  name: string;
  /** The text with #{변수} placeholders. */
  content: string;
  buttons: TDoubleButton[];
  status: 'PENDING' | 'INSPECTING' | 'APPROVED' | 'REJECTED';
}

export interface TAlimtalkRequest {
  text: string | undefined;
  pfId: string;
  templateId: string | undefined;
  variables: Record<string, string>;
  buttons: TDoubleButton[] | undefined;
}

export interface TStatus {
  statusCode: string;
  statusMessage: string;
}

/** Null when the 알림톡 may go; else the status Solapi answers for it. */
export function checkAlimtalk(
  templates: ReadonlyMap<string, TDoubleTemplate>,
  request: TAlimtalkRequest,
): TStatus | null {
  const channels = new Set([...templates.values()].map((template) => template.pfId));
  if (!channels.has(request.pfId)) return status('1041', '유효한 플러스 친구 값이 아닙니다.');
  const template = request.templateId ? templates.get(request.templateId) : undefined;
  if (!template || template.pfId !== request.pfId) {
    return status('1042', '유효한 템플릿 아이디가 아닙니다.');
  }
  // The status list has no code of its own for a template still in inspection or rejected;
  // Solapi refuses it as not a valid template id, which is what 1042 says.
  if (template.status !== 'APPROVED') {
    return status('1042', `유효한 템플릿 아이디가 아닙니다. (검수 상태: ${template.status})`);
  }
  const buttons = checkButtons(template.buttons, request.buttons ?? []);
  if (buttons) return buttons;
  if (request.text !== undefined && request.text !== fill(template.content, request.variables)) {
    return status('1043', '등록한 템플릿과 내용이 다릅니다.');
  }
  return null;
}

/** The template's text with each #{name} replaced by variables['#{name}'] (kept when absent). */
export function fill(content: string, variables: Readonly<Record<string, string>>): string {
  return content.replace(/#\{[^}]+\}/g, (placeholder) => variables[placeholder] ?? placeholder);
}

function checkButtons(registered: TDoubleButton[], given: TDoubleButton[]): TStatus | null {
  if (registered.length > 0 && given.length === 0) {
    return status('1046', "버튼이 있는 템플릿입니다. 'buttons'에 값을 넣어주세요.");
  }
  if (registered.length === 0 && given.length > 0) {
    return status(
      '1047',
      "버튼이 없는 템플릿입니다. 'buttons', 'buttonName', 'buttonUrl'값을 제거해주세요.",
    );
  }
  if (given.length > 5) return status('1050', '버튼은 최대 5개까지 사용 가능합니다.');
  const inOrder =
    registered.length === given.length &&
    registered.every(
      (button, index) =>
        button.buttonType === given[index]?.buttonType &&
        button.buttonName === given[index]?.buttonName,
    );
  if (!inOrder) return status('1052', '버튼은 템플릿에 등록된 순서대로 입력해주셔야 합니다.');
  return null;
}

function status(statusCode: string, statusMessage: string): TStatus {
  return { statusCode, statusMessage };
}
