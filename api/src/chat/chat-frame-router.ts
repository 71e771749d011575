import { Injectable, Logger } from '@nestjs/common';
import type { z } from 'zod';
import {
  CHAT_SEND_FAILED_MESSAGE,
  CHAT_UNKNOWN_FRAME_MESSAGE,
  ZChatAgentMessageFrame,
  ZChatContactFrame,
  ZChatHandoffFrame,
  ZChatPresenceFrame,
  ZChatSeenFrame,
  ZChatTypingFrame,
  ZChatRatingFrame,
  ZChatReadFrame,
  ZChatTranscriptFrame,
  ZChatVisitorMessageFrame,
} from '@agency/contracts';
import type { ChatSocket } from './chat-socket';
import { ChatService } from './chat.service';
import { ChatRating } from './rating/chat-rating.service';

function frameType(frame: unknown): unknown {
  return typeof frame === 'object' && frame !== null && 'type' in frame ? frame.type : undefined;
}

/**
 * Reads a parsed frame with the contract's schema for the socket's role and hands it to ChatService. A frame of the
 * wrong shape is answered with an 'error' frame naming the first problem; nothing is stored.
 */
@Injectable()
export class ChatFrameRouter {
  private readonly logger = new Logger(ChatFrameRouter.name);

  constructor(
    private readonly chat: ChatService,
    private readonly rating: ChatRating,
  ) {}

  async route(socket: ChatSocket, frame: unknown): Promise<void> {
    if (!socket.open || socket.role === undefined) return;
    const type = frameType(frame);
    try {
      if (socket.role === 'agent') {
        await this.chat.agentActive(socket);
        if (type === 'presence') await this.with(socket, ZChatPresenceFrame, frame, (presence) => this.chat.setPresence(socket, presence));
        else if (type === 'typing') await this.with(socket, ZChatTypingFrame, frame, (typing) => this.chat.typing(socket, typing));
        else if (type === 'read') await this.with(socket, ZChatReadFrame, frame, (read) => this.chat.read(socket, read));
        else if (type === undefined) await this.with(socket, ZChatAgentMessageFrame, frame, (message) => this.chat.agentMessage(socket, message));
        else socket.send({ type: 'error', message: CHAT_UNKNOWN_FRAME_MESSAGE });
        return;
      }
      if (type === 'typing') await this.with(socket, ZChatTypingFrame, frame, (typing) => this.chat.typing(socket, typing));
      else if (type === 'seen') await this.with(socket, ZChatSeenFrame, frame, (seen) => this.chat.visitorSeen(socket, seen));
      else if (type === 'contact') await this.with(socket, ZChatContactFrame, frame, (contact) => this.chat.contact(socket, contact));
      else if (type === 'handoff') await this.with(socket, ZChatHandoffFrame, frame, (handoff) => this.chat.handoff(socket, handoff));
      else if (type === 'rating') await this.with(socket, ZChatRatingFrame, frame, (rating) => this.rating.rate(socket, rating));
      else if (type === 'transcript') await this.with(socket, ZChatTranscriptFrame, frame, (request) => this.rating.sendTranscript(socket, request));
      else if (type === undefined) await this.with(socket, ZChatVisitorMessageFrame, frame, (message) => this.chat.visitorMessage(socket, message));
      else socket.send({ type: 'error', message: CHAT_UNKNOWN_FRAME_MESSAGE });
    } catch (error) {
      this.logger.error(`Handling a chat frame failed: ${error instanceof Error ? error.message : String(error)}`);
      socket.send({ type: 'error', message: CHAT_SEND_FAILED_MESSAGE });
    }
  }

  private async with<Schema extends z.ZodType>(
    socket: ChatSocket,
    schema: Schema,
    frame: unknown,
    handle: (value: z.output<Schema>) => Promise<void>,
  ): Promise<void> {
    const parsed = schema.safeParse(frame);
    if (!parsed.success) {
      socket.send({ type: 'error', message: parsed.error.issues[0]?.message ?? CHAT_UNKNOWN_FRAME_MESSAGE });
      return;
    }
    await handle(parsed.data);
  }
}
