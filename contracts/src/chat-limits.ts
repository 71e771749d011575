/*
 * Live chat sizes, without zod, so the chat widget can import them and download nothing else (see chat.ts).
 */

/** Longest message text, after trimming. A frame is also refused above CHAT_MAX_FRAME_BYTES. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/**
 * Default payload limit; a bigger frame closes that socket with 1009. Room for a message at its full length in any
 * script: a UTF-16 unit is at most 3 bytes of UTF-8 (2,000 characters of Chinese are 6,000 bytes, of te reo Māori with
 * macrons up to 4,000), so a message the count calls within its limit never closes the socket (4 KB did).
 */
export const CHAT_MAX_FRAME_BYTES = 8192;

/** Longest name a visitor may leave with their e-mail address in the chat (a lead's first and last name are 100 each). */
export const CHAT_VISITOR_NAME_MAX_LENGTH = 100;
