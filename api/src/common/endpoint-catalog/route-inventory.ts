import { HttpStatus, RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { MetadataScanner } from '@nestjs/core/metadata-scanner';
import type { EndpointAccess, EndpointKey, HttpMethod } from '@agency/contracts';
import type { TUserRole } from '@agency/contracts';
import { ROLES_KEY } from '../../auth/roles.decorator';
import { isZodDtoClass } from '../validation/zod-dto';
import { OUTSIDE_CATALOG_KEY } from './outside-catalog.decorator';
import { PRODUCES_KEY } from './produces.decorator';

/** One HTTP route as Nest will serve it, read from the controllers' decorators. */
export interface RouteFacts {
  key: EndpointKey;
  /** 'AuthController.login', for messages. */
  handler: string;
  access: EndpointAccess;
  status: number;
  /** The zod schemas of the @Body() / @Query() parameter types (ZodDto classes), if any. */
  bodySchema: unknown;
  querySchema: unknown;
  /** Set by @OutsideCatalog(reason). */
  outsideCatalog: string | undefined;
  /** Set by @Produces(mediaType) on a route that answers with a file. */
  produces: string | undefined;
}

const METHOD_NAMES: Partial<Record<RequestMethod, HttpMethod>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

function joinPath(...parts: (string | undefined)[]): string {
  const joined = parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

function accessOf(roles: TUserRole[] | undefined): EndpointAccess {
  if (roles === undefined) return 'public';
  if (roles.length === 0) return 'signed-in';
  // Admin-only is the one role rule the catalog knows; anything broader reads as signed-in, so a test notices.
  return roles.length === 1 && roles[0] === 'admin' ? 'admin' : 'signed-in';
}

/** The schema carried by the parameter type at the position of the first argument of this kind, if any. */
function parameterSchema(controller: Type, method: string, kind: RouteParamtypes): unknown {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
  const entry = Object.entries(args).find(([name, arg]) => name.startsWith(`${kind}:`) && arg.data === undefined);
  if (!entry) return undefined;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as unknown[];
  const type = types[entry[1].index];
  return isZodDtoClass(type) ? type.schema : undefined;
}

/** Every route of every controller of the running app. */
export function listRoutes(app: INestApplication): RouteFacts[] {
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const routes: RouteFacts[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined].flat();
      for (const method of scanner.getAllMethodNames(controller.prototype)) {
        const handler = controller.prototype[method] as (...args: unknown[]) => unknown;
        const verb = METHOD_NAMES[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined].flat();
        if (!verb || paths[0] === undefined) continue;
        const roles = reflector.getAllAndOverride<TUserRole[] | undefined>(ROLES_KEY, [handler, controller]);
        const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (verb === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
        for (const prefix of prefixes) {
          for (const path of paths) {
            routes.push({
              key: `${verb} ${joinPath(prefix, path)}` as EndpointKey,
              handler: `${controller.name}.${method}`,
              access: accessOf(roles),
              status,
              bodySchema: parameterSchema(controller, method, RouteParamtypes.BODY),
              querySchema: parameterSchema(controller, method, RouteParamtypes.QUERY),
              outsideCatalog: reflector.getAllAndOverride<string | undefined>(OUTSIDE_CATALOG_KEY, [handler, controller]),
              produces: reflector.getAllAndOverride<string | undefined>(PRODUCES_KEY, [handler, controller]),
            });
          }
        }
      }
    }
  }
  return routes;
}
