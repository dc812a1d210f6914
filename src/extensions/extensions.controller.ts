import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { CurrentPrincipal, RequireCapability } from '../auth/auth.decorators';
import { Capability } from '../auth/capabilities';
import { Principal } from '../auth/principal';
import { Enveloped } from '../common/http/envelope';
import { ApiZodBody } from '../common/openapi/api-zod-body';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { mediaTypeOf } from './archive-body-parser';
import { ARCHIVE_MEDIA_TYPES } from './bundle/bundle-archive';
import {
  deployFromDirectorySchema,
  extensionNameSchema,
  PatchExtensionDto,
  patchExtensionSchema,
} from './extensions.dto';
import { ExtensionsService } from './extensions.service';

const extensionName = new ZodValidationPipe(extensionNameSchema, 'extension name');
const fromDirectory = new ZodValidationPipe(deployFromDirectorySchema, 'body');

@ApiTags('extensions')
@ApiBearerAuth()
@Controller('api/v1/extensions')
export class ExtensionsController {
  constructor(private readonly extensions: ExtensionsService) {}

  @Get()
  @RequireCapability(Capability.ManageExtensions)
  async list() {
    const extensions = await this.extensions.list();
    return new Enveloped(extensions, { count: extensions.length });
  }

  @Post('deploy')
  @HttpCode(201)
  @RequireCapability(Capability.ManageExtensions)
  @ApiOperation({
    summary: 'Deploy an extension bundle',
    description:
      'The bundle as the body (.tar.gz, .tar or .zip, up to extensions.maxBundleBytes) with its digest in X-Extension-Digest and optionally an Ed25519 signature of the digest in X-Extension-Signature; or, as JSON, a directory under extensions.deployDir with digest and signature. See docs/extensions.md.',
  })
  @ApiConsumes(...Object.keys(ARCHIVE_MEDIA_TYPES), 'application/json')
  @ApiHeader({
    name: 'X-Extension-Digest',
    required: false,
    description: 'sha256:<hex> of the canonical listing',
  })
  @ApiHeader({
    name: 'X-Extension-Signature',
    required: false,
    description: 'base64 Ed25519 signature of the digest',
  })
  @ApiZodBody(deployFromDirectorySchema)
  deploy(
    @Req() request: FastifyRequest,
    @Headers('x-extension-digest') digest: string | undefined,
    @Headers('x-extension-signature') signature: string | undefined,
    @CurrentPrincipal() principal: Principal,
  ) {
    const body: unknown = request.body;
    if (body instanceof Readable) {
      const length = Number(request.headers['content-length']);
      return this.extensions.deployArchive(
        {
          stream: body,
          mediaType: mediaTypeOf(request.headers['content-type']),
          declaredLength: Number.isFinite(length) ? length : undefined,
        },
        { digest, signature },
        principal,
      );
    }
    return this.extensions.deployDirectory(fromDirectory.transform(body), principal);
  }

  @Patch(':id')
  @RequireCapability(Capability.ManageExtensions)
  @ApiZodBody(patchExtensionSchema)
  update(
    @Param('id', extensionName) id: string,
    @Body(new ZodValidationPipe(patchExtensionSchema, 'body')) body: PatchExtensionDto,
  ) {
    return this.extensions.setEnabled(id, body.enabled);
  }

  @Delete(':id')
  @HttpCode(200)
  @RequireCapability(Capability.ManageExtensions)
  async remove(@Param('id', extensionName) id: string) {
    await this.extensions.remove(id);
    return { id, deleted: true };
  }
}
