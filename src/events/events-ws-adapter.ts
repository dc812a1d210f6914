import { WsAdapter } from '@nestjs/platform-ws';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';

/**
 * Nest's WebSocket adapter, minus its message routing. For every message it would JSON.parse
 * the text and look for an `@SubscribeMessage` handler; our gateway has none (it reads its own
 * messages, within the socket's allowance), so each message threw and caught an error. Under
 * a flood of subscribe messages that was most of the daemon's time (issue #16). Gateways with
 * handlers keep Nest's routing.
 */
export class EventsWsAdapter extends WsAdapter {
  override bindMessageHandlers(
    client: unknown,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    if (handlers.length === 0) return;
    super.bindMessageHandlers(client, handlers, transform);
  }
}
