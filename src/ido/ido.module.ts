import { Module } from '@nestjs/common';
import { ErpModule } from '../erp/erp.module';
import { IdoController } from './ido.controller';
import { IdoService } from './ido.service';

/** The `/api/v1/ido` edge over the ERP layer. */
@Module({
  imports: [ErpModule],
  controllers: [IdoController],
  providers: [IdoService],
})
export class IdoModule {}
