import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ErpModule } from '../erp/erp.module';
import { IdoController } from './ido.controller';
import { IdoLoadRoute } from './ido-load.route';
import { IdoService } from './ido.service';

/** The `/api/v1/ido` edge over the ERP layer. */
@Module({
  imports: [ErpModule, AuthModule],
  controllers: [IdoController],
  providers: [IdoService, IdoLoadRoute],
})
export class IdoModule {}
