import { CANNED_REPLY_MESSAGES, fillCannedReply, type TCannedReply } from '@agency/contracts';
import { insertAtSlash, matchCannedReplies, slashQueryAt, SLASH_MENU_LIMIT, visitorFirstName } from '../src/features/live-chat/canned-replies/slash-query';
import { createSampleCrmApi } from '../src/crm-kit/sample/sample-crm';

const reply = (title: string): TCannedReply => ({ id: title, title, text: `${title} text`, createdAt: '2026-11-02T21:00:00.000Z', updatedAt: '2026-11-02T21:00:00.000Z' });

describe("the reply box's '/' menu", () => {
  it("opens on a '/' at the start or after white space, up to the caret", () => {
    expect(slashQueryAt('/tha', 4)).toEqual({ start: 0, query: 'tha' });
    expect(slashQueryAt('Hi /', 4)).toEqual({ start: 3, query: '' });
    expect(slashQueryAt('Hi\n/pri', 7)).toEqual({ start: 3, query: 'pri' });
    // The caret decides: text after it is not part of the query.
    expect(slashQueryAt('/thanks later', 3)).toEqual({ start: 0, query: 'th' });
  });

  it("stays shut inside a word, a path or after a space", () => {
    expect(slashQueryAt('and/or', 6)).toBeNull();
    expect(slashQueryAt('see /pricing/plans', 18)).toBeNull();
    expect(slashQueryAt('/thanks ', 8)).toBeNull();
    expect(slashQueryAt('', 0)).toBeNull();
  });

  it('matches titles holding the letters, those starting with them first, at most the limit', () => {
    const replies = ['Pricing', 'Thank you', 'Book a consultation', 'Thanks for waiting', 'Opening hours'].map(reply);
    expect(matchCannedReplies(replies, 'than').map((item) => item.title)).toEqual(['Thank you', 'Thanks for waiting']);
    expect(matchCannedReplies(replies, 'THANKYOU').map((item) => item.title)).toEqual(['Thank you']);
    expect(matchCannedReplies(replies, 'ing').map((item) => item.title)).toEqual(['Opening hours', 'Pricing', 'Thanks for waiting']);
    expect(matchCannedReplies(replies, 'o').map((item) => item.title)).toEqual(['Opening hours', 'Book a consultation', 'Thank you', 'Thanks for waiting']);
    expect(matchCannedReplies(replies, 'zz')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) => reply(`Reply ${index}`));
    expect(matchCannedReplies(many, '')).toHaveLength(SLASH_MENU_LIMIT);
  });

  it("replaces the '/query' with the reply and puts the caret after it", () => {
    const text = 'Hi /tha and more';
    expect(insertAtSlash(text, { start: 3, query: 'tha' }, 'Thanks Mere!')).toEqual({ text: 'Hi Thanks Mere! and more', caret: 15 });
    expect(insertAtSlash('/', { start: 0, query: '' }, 'Kia ora')).toEqual({ text: 'Kia ora', caret: 7 });
  });

  it("takes the first word of the visitor's name, or none", () => {
    expect(visitorFirstName('  Mere   Tane ')).toBe('Mere');
    expect(visitorFirstName('')).toBeNull();
    expect(visitorFirstName(null)).toBeNull();
    expect(visitorFirstName(undefined)).toBeNull();
  });

  it("fills {firstName} from the visitor's name; without one a greeting says 'there', elsewhere the name goes with its comma", () => {
    const first = visitorFirstName('Aroha Ngata');
    expect(fillCannedReply('Hi {firstName}, thanks for waiting.', first)).toBe('Hi Aroha, thanks for waiting.');
    const none = visitorFirstName(null);
    expect(fillCannedReply('Hi {firstName}, thanks for waiting.', none)).toBe('Hi there, thanks for waiting.');
    expect(fillCannedReply('Kia ora {firstName}, thanks for getting in touch.', none)).toBe('Kia ora there, thanks for getting in touch.');
    expect(fillCannedReply('hello {firstName}!', none)).toBe('hello there!');
    expect(fillCannedReply('Good morning {firstName}, how can we help?', none)).toBe('Good morning there, how can we help?');
    // Not a greeting: the name goes, with the comma or space before it.
    expect(fillCannedReply('Thanks for waiting, {firstName}. I am looking into it now.', none)).toBe('Thanks for waiting. I am looking into it now.');
    expect(fillCannedReply('Thanks {firstName}!', none)).toBe('Thanks!');
    expect(fillCannedReply('{firstName}, one moment.', none)).toBe('One moment.');
    // A word that only ends in a greeting's letters is not one.
    expect(fillCannedReply('Chi {firstName}, hello', none)).toBe('Chi, hello');
  });

  it('the sample keeps saved replies by the server rules: by title, unique titles whatever their case, only {firstName}', async () => {
    const { call } = createSampleCrmApi();
    const before = await call('GET /api/chat/canned-replies', {});
    expect(before.items.map((item) => item.title)).toEqual(['Book a consultation', 'Greeting', 'Pricing', 'Thanks for waiting']);
    await expect(call('POST /api/chat/canned-replies', { body: { title: 'greeting', text: 'Hello' } })).rejects.toThrow(`409: ${JSON.stringify({ statusCode: 409, message: CANNED_REPLY_MESSAGES.titleTaken })}`);
    await expect(call('POST /api/chat/canned-replies', { body: { title: 'Hello', text: 'Hi {name}' } })).rejects.toThrow(CANNED_REPLY_MESSAGES.unknownPlaceholder);
    const added = await call('POST /api/chat/canned-replies', { body: { title: 'Address', text: 'Hi {firstName}, we are in Ponsonby.' } });
    await call('PATCH /api/chat/canned-replies/:id', { params: { id: added.id }, body: { title: 'Our address' } });
    const greeting = before.items.find((item) => item.title === 'Greeting');
    await call('DELETE /api/chat/canned-replies/:id', { params: { id: greeting?.id ?? '' } });
    const after = await call('GET /api/chat/canned-replies', {});
    expect(after.items.map((item) => item.title)).toEqual(['Book a consultation', 'Our address', 'Pricing', 'Thanks for waiting']);
  });
});
