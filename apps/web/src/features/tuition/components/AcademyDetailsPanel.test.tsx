import { RECEIPT_MESSAGES, RECEIPT_VALIDATION_MESSAGES } from '@academy/contracts';
import type { TAcademyDetailsSetting } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { AcademyDetailsPanel } from './AcademyDetailsPanel';

const { get, put } = mockApiClient();

let setting: TAcademyDetailsSetting;

function renderPanel() {
  const user = setupUser();
  get.mockImplementation(answerGets({ '/tuition/academy-details': () => setting }));
  renderPage(<AcademyDetailsPanel />, '/admin/tuition');
  return user;
}

const panel = () => within(screen.getByRole('region', { name: '영수증 발급 정보' }));

async function fill(user: ReturnType<typeof setupUser>, registrationNumber: string) {
  await screen.findByText(/아직 등록한 정보가 없습니다/);
  await user.type(panel().getByLabelText(/^상호/), '리듬드럼학원');
  await user.type(panel().getByLabelText(/^사업자등록번호/), registrationNumber);
  await user.type(panel().getByLabelText(/^대표자/), '김대표');
  await user.type(panel().getByLabelText(/^주소/), '서울특별시 마포구 양화로 1');
  await user.type(panel().getByLabelText(/^전화번호/), '02-123-4567');
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  setting = { details: null };
  put.mockImplementation((_url: string, body?: unknown) => {
    const details = body as Record<string, string>;
    setting = {
      details: {
        legalName: details.legalName ?? '',
        registrationNumber: (details.registrationNumber ?? '').replaceAll('-', ''),
        representative: details.representative ?? '',
        address: details.address ?? '',
        phone: details.phone ?? '',
      },
    };
    return Promise.resolve(envelope(setting, RECEIPT_MESSAGES.academyDetailsSaved.ko));
  });
});

describe('AcademyDetailsPanel', () => {
  it('when none are set and the admin enters them and saves, then they are sent and shown with the number formatted', async () => {
    const user = renderPanel();
    await fill(user, '1234567891');
    await user.keyboard('{Enter}');
    expect(put).toHaveBeenCalledWith('/tuition/academy-details', {
      legalName: '리듬드럼학원',
      registrationNumber: '1234567891',
      representative: '김대표',
      address: '서울특별시 마포구 양화로 1',
      phone: '02-123-4567',
    });
    const saved = await panel().findByText('123-45-67891', { selector: 'dd' });
    expect(saved.previousSibling).toHaveTextContent('사업자등록번호');
  });

  it('when the registration number’s check digit is wrong, then the reason shows and nothing is sent', async () => {
    const user = renderPanel();
    await fill(user, '123-45-67890');
    await user.click(panel().getByRole('button', { name: '정보 저장' }));
    expect(
      await panel().findByText(RECEIPT_VALIDATION_MESSAGES.registrationNumberInvalid.ko),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });
});
