import { VALIDATION_MESSAGES, authOperations } from '@academy/contracts';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { BCRYPT_COST, hashPassword, TEST_BCRYPT_COST, verifyPassword } from './password.js';
import { callOperation } from '../../test/call-operation.js';

describe('hashPassword / verifyPassword', () => {
  it.each(['production', 'development', undefined])(
    'when a password is hashed with NODE_ENV=%s, then bcrypt runs at cost 10 or more',
    async (nodeEnv) => {
      vi.stubEnv('NODE_ENV', nodeEnv);
      try {
        const hash = await hashPassword('drum-kit-7');
        expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
        expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
        expect(await verifyPassword('drum-kit-7', hash)).toBe(true);
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

  it("when a password is hashed in the tests, then bcrypt's lowest cost is used and a cost-10 hash still verifies", async () => {
    const hash = await hashPassword('drum-kit-7');
    expect(bcrypt.getRounds(hash)).toBe(TEST_BCRYPT_COST);
    expect(await verifyPassword('drum-kit-7', hash)).toBe(true);
    const strong = await bcrypt.hash('drum-kit-7', BCRYPT_COST);
    expect(await verifyPassword('drum-kit-7', strong)).toBe(true);
    expect(await verifyPassword('drum-kit-8', strong)).toBe(false);
  });

  it('when the input is longer than 72 bytes, then it is never hashed and never matches a truncated twin', async () => {
    const first72Bytes = 'a'.repeat(72);
    const hash = await hashPassword(first72Bytes);
    await expect(hashPassword(`${first72Bytes}b`)).rejects.toThrow(RangeError);
    // bcrypt alone would say yes here: it reads only the first 72 bytes.
    expect(await bcrypt.compare(`${first72Bytes}b`, hash)).toBe(true);
    expect(await verifyPassword(`${first72Bytes}b`, hash)).toBe(false);
  });
});

describe('new-password rules over HTTP', () => {
  const academy = useDemoAcademy({});

  it('when a member changes to a common password, then 400 on newPassword in their language and the old password still works', async () => {
    const agent = await signedInAgent(academy.testApp.app, DEMO.foreign);
    const english = await callOperation(agent, authOperations.changePassword)
      .set('Accept-Language', 'en')
      .send({ currentPassword: DEMO.foreign.password, newPassword: 'Qwerty123' });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe(VALIDATION_MESSAGES.passwordTooCommon.en);
    expect(english.body.data.issues).toEqual([expect.objectContaining({ path: 'newPassword' })]);

    const korean = await callOperation(agent, authOperations.changePassword).send({
      currentPassword: DEMO.foreign.password,
      newPassword: 'password',
    });
    expect(korean.status).toBe(400);
    expect(korean.body.message).toBe(VALIDATION_MESSAGES.passwordTooCommon.ko);

    expect(
      (await callOperation(request(academy.testApp.app), authOperations.login).send(DEMO.foreign))
        .status,
    ).toBe(200);
  });

  it('when a reset asks for a common or over-long password, then 400 before anything else is checked', async () => {
    const reset = (newPassword: string) =>
      callOperation(request(academy.testApp.app), authOperations.resetPassword)
        .set('Accept-Language', 'en')
        .send({ email: DEMO.student.email, newPassword });
    const common = await reset('11111111');
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(VALIDATION_MESSAGES.passwordTooCommon.en);
    const tooLong = await reset('드럼'.repeat(13));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(VALIDATION_MESSAGES.newPasswordTooLong.en);
  });

  it('when logging in, then the common-password rule does not apply (only new passwords are checked)', async () => {
    const res = await callOperation(request(academy.testApp.app), authOperations.login).send({
      loginId: DEMO.student.loginId,
      password: 'password',
    });
    expect(res.status).toBe(401);
  });
});
