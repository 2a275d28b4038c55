import type { TTextMessageTemplateRow } from '@academy/contracts';

/** Every template opens with `[#{academy}]` and its title (docs/product/text-messages.md). */
const ACADEMY_PREFIX = /^\[#\{academy\}\]\s*/;

/** The template's own title, in its language: its first line without the academy's name. */
export function templateTitle(template: Pick<TTextMessageTemplateRow, 'content'>): string {
  const [first = ''] = template.content.split('\n');
  return first.replace(ACADEMY_PREFIX, '');
}
