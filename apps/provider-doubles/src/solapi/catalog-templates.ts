import { ALL_ALIMTALK_TEMPLATES } from '@academy/contracts';
import type { TDoubleTemplate } from './double-templates.js';

/**
 * Every 알림톡 of the product's catalog as registered and approved at the double, under its own
 * code, with the buttons the API builds on `appOrigin`: until the template sync maps our codes to
 * Solapi's template ids, the outbox sends the code as the template id.
 */
export function catalogTemplates(pfId: string, appOrigin: string): TDoubleTemplate[] {
  return ALL_ALIMTALK_TEMPLATES.map((template) => ({
    templateId: template.code,
    pfId,
    name: template.code,
    content: template.content,
    buttons: template.buttons.map((button) => ({
      buttonType: 'WL' as const,
      buttonName: button.name,
      linkMo: `${appOrigin}${button.path}`,
    })),
    status: 'APPROVED' as const,
  }));
}
