import { describe, expect, it } from 'vitest';
import { matchMeeting, nameSimilarity, normaliseMeetingName } from './meeting-match.ts';

describe('meeting names (001 §4)', () => {
  it('drops the words meeting, call and session, case and punctuation', () => {
    expect(normaliseMeetingName('Leadership Team Meeting')).toBe('leadership team');
    expect(normaliseMeetingName('Sales-Call: weekly SESSION')).toBe('sales weekly');
  });

  it('measures Dice similarity over letter pairs', () => {
    expect(nameSimilarity('leadership', 'leadership')).toBe(1);
    expect(nameSimilarity('healed', 'sealed')).toBeCloseTo(0.8);
    expect(nameSimilarity('a', 'b')).toBe(0);
    expect(nameSimilarity('sales', 'product')).toBe(0);
  });

  it('matches only above 0.7 and takes the most similar', () => {
    const meetings = [
      { id: 'a', title: 'Leadership Team' },
      { id: 'b', title: 'Leadership' },
    ];
    expect(matchMeeting('leadership meeting', meetings)?.meeting.id).toBe('b');
    expect(matchMeeting('the leadership team call', meetings)?.meeting.id).toBe('a');
    expect(matchMeeting('marketing', meetings)).toBeNull();
    expect(matchMeeting('meeting', meetings)).toBeNull();
  });
});
