import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { HealthService } from './health.service';

@ApiTags('health')
@Public()
@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Live: the process answers. */
  @Get('healthz')
  live() {
    return { status: 'ok' };
  }

  /** Ready: the dependencies needed to serve answer too; 503 otherwise. */
  @Get('readyz')
  ready() {
    return this.health.readiness();
  }
}
