import { describe, expect, it } from 'vitest';
import { createPlainAnswer, plainAnswer } from './plain-answer.ts';

describe('plainAnswer', () => {
  it('drops markup and control characters, keeps new lines', () => {
    expect(plainAnswer('You have <b>two</b> rocks.<script>alert(1)</script>\u0007\nDone')).toBe(
      'You have two rocks.alert(1)\nDone',
    );
  });

  it('gives back a < that never closes', () => {
    expect(plainAnswer('3 < 4 is true')).toBe('3 < 4 is true');
  });

  it('streams to the same text as the whole answer, whatever the cut', () => {
    const answer = 'A <img src=x onerror=alert(1)> b <i>c</i> d < e';
    for (let cut = 1; cut < answer.length; cut++) {
      const plain = createPlainAnswer();
      const streamed = plain.push(answer.slice(0, cut)) + plain.push(answer.slice(cut)) + plain.end();
      expect(streamed.trim()).toBe(plainAnswer(answer));
    }
  });
});
