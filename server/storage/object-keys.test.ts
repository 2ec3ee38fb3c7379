import { describe, expect, it } from 'vitest';
import { assertValidObjectKey, isValidObjectKey, newObjectKey } from './object-keys.ts';

describe('object keys', () => {
  it.each([
    'tutorials/0b9c7a7e-1f0e-4a53-9d1e-2f8a8c5f7b11.mp4',
    'audio/5f1c2d4e-aaaa-4bbb-8ccc-123456789abc/0b9c7a7e-1f0e-4a53-9d1e-2f8a8c5f7b11.wav',
    'resumes/x.pdf',
  ])('accepts %s', (key) => {
    expect(isValidObjectKey(key)).toBe(true);
  });

  it.each([
    '../secret.txt',
    'tutorials/../../etc/passwd',
    'tutorials/..',
    '..',
    '/etc/passwd',
    '//etc/passwd.txt',
    'tutorials\\..\\secret.txt',
    '..\\secret.txt',
    'tutorials/%2e%2e%2fsecret.txt',
    '%2e%2e/secret.txt',
    'tutorials/a.mp4\0.txt',
    'tutorials/a\0.mp4',
    'tutorials/\u2024\u2024/a.mp4',
    'tutorials/\uff0e\uff0e/a.mp4',
    'tutorials/a..mp4',
    'tutorials/a.b.mp4',
    'tutorials//a.mp4',
    'tutorials/a.mp4/',
    'Tutorials/A.MP4',
    'tutorials/noextension',
    'tutorials/a.toolongext',
    'C:/windows/a.txt',
    '',
    `tutorials/${'a'.repeat(200)}.mp4`,
  ])('refuses %j', (key) => {
    expect(isValidObjectKey(key)).toBe(false);
    expect(() => assertValidObjectKey(key)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('makes fresh keys under a prefix', () => {
    const key = newObjectKey('audio/session-1', '.WAV');
    expect(key).toMatch(/^audio\/session-1\/[0-9a-f-]{36}\.wav$/);
    expect(newObjectKey('tutorials', 'mp4')).not.toBe(newObjectKey('tutorials', 'mp4'));
    expect(() => newObjectKey('../x', 'mp4')).toThrow();
    expect(() => newObjectKey('tutorials', 'm/p4')).toThrow();
  });
});
