import type { TChatAgentState } from '@agency/contracts';

/** What the Live Chat screen needs from the agents' side: the agents' socket on /crm, the sample's stand-in on /admin-test. */
export type AgentStatus = 'connecting' | 'connected' | 'refused' | 'sample';

export interface AgentConnection {
  status: AgentStatus;
  /** The last refusal (an 'error' frame, a close reason, a failed sample reply). */
  error: string | null;
  /** Sends a reply; false when it could not be sent, so the text stays in the box. */
  sendReply(conversationId: string, text: string): boolean;
  /** Marks a conversation read up to a message for every agent; false when that cannot be done now. */
  markRead(conversationId: string, upTo: number): boolean;
  /** This agent's own choice, Online or Away (what visitors are told about availability). */
  presence: TChatAgentState;
  setPresence(state: TChatAgentState): void;
  /** Tells the conversation's visitor this agent is typing (throttled by the caller). */
  sendTyping(conversationId: string): void;
}
