import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTerminalPrompter } from './terminal-prompts.js';

function fakeTerminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString('utf8')));
  const prompter = createTerminalPrompter(
    input as unknown as NodeJS.ReadStream,
    output as unknown as NodeJS.WriteStream,
  );
  return { prompter, type: (text: string) => input.write(text), shown: () => shown };
}

/** Asks one question on a fake terminal and types `typed` and Enter: the answer and all shown. */
async function askOnce(kind: 'ask' | 'askHidden', question: string, typed: string) {
  const terminal = fakeTerminal();
  const answer = terminal.prompter[kind](question);
  terminal.type(`${typed}\r`);
  const result = { answer: await answer, shown: terminal.shown() };
  terminal.prompter.close();
  return result;
}

describe('createTerminalPrompter', () => {
  it('when a password is typed at a hidden question, then it is answered but never shown', async () => {
    const { answer, shown } = await askOnce('askHidden', 'Password: ', 's3cret-drum');
    expect(answer).toBe('s3cret-drum');
    expect(shown).toContain('Password: ');
    expect(shown).not.toContain('s3cret');
  });

  it('when a visible question is answered, then the answer is echoed and trimmed', async () => {
    const { answer, shown } = await askOnce('ask', 'Login ID: ', '  owner ');
    expect(answer).toBe('owner');
    expect(shown).toContain('owner');
  });
});
