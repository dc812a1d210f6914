import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped } from '../common/http/envelope';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import {
  CreateApiKeyDto,
  CreateUserDto,
  ListUsersDto,
  UpdateUserDto,
  createApiKeySchema,
  createUserSchema,
  listUsersSchema,
  updateUserSchema,
  userIdSchema,
} from './users.dto';
import { UsersService } from './users.service';

const userId = new ZodValidationPipe(userIdSchema, 'user id');

@ApiTags('users')
@ApiBearerAuth()
@RequireCapability(Capability.ManageUsers)
@Controller('api/v1/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(@Query(new ZodValidationPipe(listUsersSchema, 'query')) query: ListUsersDto) {
    const { users, total } = await this.users.list(query);
    return new Enveloped(users, { count: total, limit: query.limit, offset: query.offset });
  }

  @Post()
  @ApiZodBody(createUserSchema)
  create(@Body(new ZodValidationPipe(createUserSchema, 'body')) body: CreateUserDto) {
    return this.users.create(body);
  }

  @Get(':id')
  get(@Param('id', userId) id: string) {
    return this.users.get(id);
  }

  @Patch(':id')
  @ApiZodBody(updateUserSchema)
  update(
    @Param('id', userId) id: string,
    @Body(new ZodValidationPipe(updateUserSchema, 'body')) body: UpdateUserDto,
    @CurrentPrincipal() actor: Principal,
  ) {
    return this.users.update(id, body, actor.userId);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id', userId) id: string, @CurrentPrincipal() actor: Principal) {
    await this.users.remove(id, actor.userId);
    return { id, deleted: true };
  }

  @Get(':id/api-keys')
  listApiKeys(@Param('id', userId) id: string) {
    return this.users.listApiKeys(id);
  }

  @Post(':id/api-keys')
  @ApiZodBody(createApiKeySchema)
  createApiKey(
    @Param('id', userId) id: string,
    @Body(new ZodValidationPipe(createApiKeySchema, 'body')) body: CreateApiKeyDto,
  ) {
    return this.users.createApiKey(id, body);
  }

  @Delete(':id/api-keys/:keyId')
  @HttpCode(200)
  async revokeApiKey(
    @Param('id', userId) id: string,
    @Param('keyId', new ZodValidationPipe(userIdSchema, 'key id')) keyId: string,
  ) {
    await this.users.revokeApiKey(id, keyId);
    return { id: keyId, revoked: true };
  }
}
