/**
 * The part of Fastify 5 and @fastify/static 8 that fastify-serve.ts uses. Neither is a dependency (they are installed
 * with `npm install --no-save` only to measure against them), so their own types are not there when tsc checks.
 */
declare module 'fastify' {
  import type { IncomingHttpHeaders } from 'node:http';

  export interface FastifyRequest {
    url: string;
    headers: IncomingHttpHeaders;
  }

  export interface FastifyReply {
    code(status: number): FastifyReply;
    header(name: string, value: string): FastifyReply;
    send(payload: unknown): FastifyReply;
  }

  /** A plugin, registered with its options. */
  export type FastifyPlugin<Options> = (instance: FastifyInstance, options: Options) => Promise<void> | void;

  export interface FastifyInstance {
    register<Options>(plugin: FastifyPlugin<Options>, options: Options): Promise<void>;
    get(path: string, handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>): FastifyInstance;
    listen(options: { port: number; host: string }): Promise<string>;
  }

  export default function Fastify(options?: { logger?: boolean }): FastifyInstance;
}

declare module '@fastify/static' {
  import type { FastifyPlugin } from 'fastify';

  const fastifyStatic: FastifyPlugin<{
    root: string;
    preCompressed?: boolean;
    wildcard?: boolean;
    etag?: boolean;
    index?: string | string[] | false;
  }>;
  export default fastifyStatic;
}
