import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { CHAT_CONVERSATION_NOT_FOUND_MESSAGE, type TChatVisitorUnread } from '@agency/contracts';
import { ChatStore } from './chat-store.service';

/**
 * The visitor's widget while its panel is closed (its socket closes with it): how many agents' messages came after
 * the visitor's read marker, for the launcher's badge and the tab title. The conversation id is the visitor's only key.
 */
@Controller('api/chat/visitor')
export class ChatVisitorController {
  constructor(private readonly store: ChatStore) {}

  @Get(':id/unread')
  async unread(@Param('id') id: string): Promise<TChatVisitorUnread> {
    const unread = await this.store.visitorUnread(id);
    if (unread === null) throw new NotFoundException(CHAT_CONVERSATION_NOT_FOUND_MESSAGE);
    return { unread };
  }
}
