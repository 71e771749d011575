/*
 * Word lists the consultant reads visitors' messages with. Kept apart from the rules so the rules stay readable.
 */

/** Words that are never part of a person's or a company's name when they stand alone ('Thanks', 'Sounds good'). */
export const COMMON_WORDS = new Set(
  `a about above actually after again all almost also although always am an and another any anyone anything are around as ask asked at
  away back based be because been before being below best better between bit both busy but by can cannot cant can't cheers
  could couldn't day did didn't do does doesn't doing done don't dont down each early else email e-mail enough even every
  everything few fine first for from get gets getting give go going gone good got great had has have having he hello help her
  here hers hey hi him his how however i i'd i'll i'm im i've idea if in info information into is isn't it it's its just
  keen kind know last later least less let like little look looking lot lots lovely made make many maybe me might mine
  more most much must my myself name need needs never new next nice no none nope not nothing now of off oh ok okay on once one
  only or other our ours out over perfect perhaps please pretty quite rather re really right said same say see she should so
  some someone something soon sorry sounds start still such sure than thank thanks that that's thats the their them then there
  these they thing things think this those though through time to today too tell try trying unsure up us very want wants was
  we we'd we're we've well were what what's when where which while who why with would wouldn't yeah yep yes yet you
  you're your yours yup cool awesome brilliant alright nah dunno skip pass n/a na tbc tbd asap understood correct exactly
  morning afternoon evening gidday g'day kia ora greetings regards cheers mate team folks everyone all business company
  phone number budget timeline website app apps marketing automation agents agent leads content service services owner
  manager director founder small large big online local customer customers client clients people staff plumber builder
  interested planning hoping thinking wondering writing calling running working based located after happy glad excited
  ready here there again fine thankyou ta`.split(/\s+/),
);

/** Greetings that may open a message before a name ('Kia ora, Tāne here'). */
export const GREETING = /^(?:hi there|hello there|hey there|hi|hello|hey|kia ora(?: koutou| kōrua| korua)?|tēnā koe|tena koe|gidday|g'day|good (?:morning|afternoon|evening)|morning|greetings)\b[\s,!.:-]*/i;

/** Words that say the visitor has nothing more to give ('That's all I can tell you for now.'). */
export const DONE =
  /\b(?:that'?s all|that is all|that'?s everything|that'?s it for now|that'?s about it|nothing (?:else|more)|all i can (?:tell|say|share|give)|no more (?:info|information|details)|i'?ve told you everything|can'?t tell you (?:any ?more|more))\b/i;

/** A short answer declining the question ('not sure', 'rather not say', 'skip'). */
export const DECLINE =
  /^(?:no|nope|nah|none|n\/?a|skip|pass|not sure(?: yet)?|unsure|no idea|i don'?t know|i do not know|don'?t know|dunno|rather not(?: say)?|i'?d rather not(?: say)?|prefer not to say|i'?d prefer not to|not really|nothing|no thanks|not yet|not at this stage|tbc|tbd|not decided|haven'?t decided|undecided|no comment|can'?t say|hard to say|depends|it depends|later|maybe later|next)(?:[\s,.!-]+(?:sorry|thanks|thank you|yet|at the moment|right now|for now|really|mate))*[\s.!…]*$/i;

/** 'Not sure', 'no idea': the visitor does not know yet (stored as such for budget and timeline). */
export const NOT_SURE =
  /\b(?:not sure|unsure|no idea|don'?t know|do not know|dunno|not decided|haven'?t decided|undecided|tbc|tbd|to be confirmed|to be decided|hard to say|depends|it depends|flexible|open to (?:suggestions|ideas|advice))\b/i;

/** Replies that only thank, agree or greet. */
export const PLEASANTRY_WORDS = new Set(
  `thanks thank you ta cheers ok okay sure great cool awesome sounds good perfect no worries yes yep yeah yup right alright fine
  nice lovely brilliant excellent kia ora hi hello hey that that's thats this is it all sweet choice as awesome much very so
  appreciate appreciated lol haha wow amazing fantastic wonderful super gr8 kk k 👍 understood got noted done morning the
  cool, sweet as`.split(/\s+/),
);

/** 'Yes' to a question such as 'Did you mean aroha@gmail.com?'. */
export const AFFIRM = /^(?:yes|yep|yeah|yup|ya|y|correct|that'?s (?:right|correct|it|the one)|thats right|right|exactly|sure|that one|the (?:first|suggested) one|spot on|indeed|affirmative|yes please|yes,? that'?s (?:right|it|correct))\b/i;

/** Asking for a person or a meeting instead of the chat. */
export const WANTS_PERSON =
  /\b(?:(?:talk|speak|chat) (?:to|with) (?:a |an |someone|somebody|a real|real|human|person|people|the team|your team|staff|an agent|a consultant)|real person|a human|someone real|live (?:chat|agent|person))\b/i;
export const WANTS_BOOKING =
  /\b(?:book|schedule|arrange|set up|organise|organize)\s+(?:(?:a|an|in a|me in for a|us a|in)\s+)?(?:free\s+)?(?:call|meeting|consultation|appointment|chat|zoom|video call|time to talk)\b/i;

/** Words of other languages that English sentences do not use, to answer politely in English. */
export const FOREIGN_WORDS = new Set(
  `hola gracias quiero necesito una para por favor empresa negocio página pagina sitio tengo nuestra nuestro somos bonjour merci
  je nous voudrais besoin avec pour entreprise notre site suis avons guten tag ich wir möchte brauchen und eine unser unsere
  firma webseite haben bin ciao grazie vorrei abbiamo siamo della olá ola obrigado preciso uma não nao está esta estoy
  empresa nossa somos também tambem buenos buenas días dias hallo danke bitte möchten`.split(/\s+/),
);

/** Common English words, to tell an English message that borrows one foreign word from a foreign message. */
export const ENGLISH_MARKERS = new Set(
  `the and we our my is are to a an i you for with need want have has this that it of in on at be can would like please what how`.split(/\s+/),
);

/** Interrogative openings: a message starting with one of these is a question even without '?'. */
export const QUESTION_START = /^(?:how|what|when|where|why|who|which|do|does|did|can|could|is|are|will|would|should|may)\b/i;
