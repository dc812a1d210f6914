import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PasswordHasher } from './password-hasher';
import { ApiKeyEntity } from './api-key.entity';
import { UserChanges } from './user-changes';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, ApiKeyEntity])],
  controllers: [UsersController],
  providers: [UsersService, UserChanges, PasswordHasher],
  exports: [UsersService, UserChanges, PasswordHasher],
})
export class UsersModule {}
