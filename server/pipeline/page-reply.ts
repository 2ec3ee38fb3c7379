import type { FastifyReply } from 'fastify';
import { sendJsonText } from '#server/lib/serializer.ts';
import type { EncodedPage } from './lists/list-pages.ts';

/** A list page as the contract's `Page` JSON, its items the database's text left as it is. */
export const sendPage = <T>(reply: FastifyReply, { items, total, limit, offset }: EncodedPage<T>) =>
  sendJsonText(reply, `{"items":${items},"total":${total},"limit":${limit},"offset":${offset}}`);
