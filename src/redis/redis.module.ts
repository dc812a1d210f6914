import { Global, Module } from '@nestjs/common';
import { RedisBus } from './redis-bus';
import { RedisService } from './redis.service';
import { WindowCounters } from './window-counters';

@Global()
@Module({
  providers: [RedisService, RedisBus, WindowCounters],
  exports: [RedisService, RedisBus, WindowCounters],
})
export class RedisModule {}
