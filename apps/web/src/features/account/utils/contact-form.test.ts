import { describe, expect, it } from 'vitest';
import { contactProblems, fieldOfServerMessage } from './contact-form';

describe('contactProblems', () => {
  it('finds nothing wrong with a filled form', () => {
    expect(contactProblems({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })).toEqual({});
  });

  it('treats a field of spaces as empty, and names each problem in the server’s words', () => {
    expect(contactProblems({ name: '  ', email: 'ada@', message: '\n' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
  });
});

describe('fieldOfServerMessage', () => {
  it('ties a refusal to the field it is about', () => {
    expect(fieldOfServerMessage('Name is required')).toBe('name');
    expect(fieldOfServerMessage('Email is required')).toBe('email');
    expect(fieldOfServerMessage('Please enter a valid email address')).toBe('email');
    expect(fieldOfServerMessage('Message must be at most 5000 characters')).toBe('message');
  });

  it('ties nothing to a field when the refusal is about the form as a whole', () => {
    expect(fieldOfServerMessage('Too many messages. Try again in an hour.')).toBeNull();
  });
});
