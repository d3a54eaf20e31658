import { describe, expect, it } from 'vitest';
import { AnswerTally, unexpectedCount } from './soakLoad';

describe('AnswerTally', () => {
  it('counts answers per kind, and apart those with another status than expected', () => {
    const tally = new AnswerTally();
    const page = { kind: 'content page', expectedStatus: 200 } as const;
    const unknown = { kind: 'unknown path', expectedStatus: 404 } as const;
    const invalid = { kind: 'invalid search', expectedStatus: 400 } as const;
    tally.record(page, 200);
    tally.record(page, 500);
    tally.record(page, 500);
    tally.record(unknown, 404);
    tally.record(unknown, 200);
    tally.record(invalid, 400);
    expect(tally.byKind()).toEqual([
      { kind: 'content page', expectedStatus: 200, answers: 3, unexpected: { 500: 2 } },
      { kind: 'unknown path', expectedStatus: 404, answers: 2, unexpected: { 200: 1 } },
      { kind: 'invalid search', expectedStatus: 400, answers: 1, unexpected: {} },
    ]);
    expect(tally.expected4xx()).toBe(2);
    expect(tally.unexpectedAnswers()).toBe(3);
    expect(tally.byKind().map(unexpectedCount)).toEqual([2, 1, 0]);
  });
});
