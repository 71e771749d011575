import type { INestApplicationContext } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import { ChatGateway } from './chat.gateway';

/**
 * WsAdapter for the chat gateway. Decorator options are fixed when the module loads, so the run-time settings
 * (payload limit, Origin and per-address checks in verifyClient) are added here, where ws.Server is created.
 * Nest's {event, data} message parsing is turned off: the gateway reads the spec's frames itself.
 */
export class ChatWsAdapter extends WsAdapter {
  constructor(private readonly app: INestApplicationContext) {
    super(app, { messageParser: () => undefined });
  }

  override create(port: number, options: Record<string, unknown> & { path?: string } = {}) {
    const gatewayOptions = options.path === '/ws' ? this.app.get(ChatGateway, { strict: false }).serverOptions() : {};
    return super.create(port, { ...options, ...gatewayOptions });
  }
}
