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

describe('createTerminalPrompter', () => {
  it('when a password is typed at a hidden question, then it is answered but never shown', async () => {
    const terminal = fakeTerminal();
    const answer = terminal.prompter.askHidden('Password: ');
    terminal.type('s3cret-drum\r');
    expect(await answer).toBe('s3cret-drum');
    expect(terminal.shown()).toContain('Password: ');
    expect(terminal.shown()).not.toContain('s3cret');
    terminal.prompter.close();
  });

  it('when a visible question is answered, then the answer is echoed and trimmed', async () => {
    const terminal = fakeTerminal();
    const answer = terminal.prompter.ask('Login ID: ');
    terminal.type('  owner \r');
    expect(await answer).toBe('owner');
    expect(terminal.shown()).toContain('owner');
    terminal.prompter.close();
  });
});
