import "server-only";
import { smsPolicyFromEnv } from "@/lib/config/server-env";
import { serverNow } from "@/lib/config/test-clock";
import type { OptInContext, OptInRequest } from "@/lib/programs/opt-in";
import type { LiveProgram } from "@/lib/programs/record";
import type { SubscriberStatus } from "@/lib/programs/subscribers";
import type { Db } from "../core/db.ts";
import { requestOptIn } from "./opt-in";
import {
  createProgram,
  findProgram,
  listPrograms,
  publishedProgram,
  publishedSlugs,
  publishProgram,
  unpublishProgram,
  updateProgram,
} from "./store";
import { eraseSubscriber, listSubscribers, subscriberBatches, subscriberCounts, subscriberLedger } from "./subscribers";

/** Client programs, their opt-ins and their subscribers, on the process's database. */
export function programStores(db: Db) {
  return {
    /** Every program with its draft and live version, by slug. */
    list: () => listPrograms(db),
    /** One program for staff (draft and live version), or null. */
    find: (slug: string) => findProgram(db, slug),
    /** A new draft; 422 naming each bad field, 409 for a slug or number already taken. Audited. */
    create: (input: unknown, actor: string) => createProgram(db, input, actor),
    /** Change the draft; the live version stays until the next publish. Audited. */
    update: (slug: string, patch: unknown, actor: string) => updateProgram(db, slug, patch, actor),
    /** Publish the draft as a new live version, or 422 for what carriers would refuse. Audited. */
    publish: (slug: string, actor: string) => publishProgram(db, slug, actor),
    /** Take the public pages down; the draft and versions stay. Audited. */
    unpublish: (slug: string, actor: string) => unpublishProgram(db, slug, actor),
    /** The live version of a published program, or null: what the public pages show. */
    live: (slug: string) => publishedProgram(db, slug),
    /** The client programs published now, by slug (the sitemaps). */
    publishedSlugs: () => publishedSlugs(db),
    /** A web opt-in: one "Reply YES" text from the program's number, under the SMS policy and caps. */
    requestOptIn: (program: LiveProgram, input: OptInRequest, ctx: OptInContext) =>
      requestOptIn({ db, smsPolicy: smsPolicyFromEnv(), now: serverNow }, program, input, ctx),
    subscribers: {
      /** One page of a program's subscribers, newest request first, by keyset. */
      list: (programId: string, query: { status?: SubscriberStatus; cursor?: string; pageSize?: number } = {}) =>
        listSubscribers(db, programId, query),
      /** Every subscriber (of one status, or all), a batch at a time: the CSV. */
      batches: (programId: string, status?: SubscriberStatus) => subscriberBatches(db, programId, status),
      /** How many subscribers are in each state. */
      counts: (programId: string) => subscriberCounts(db, programId),
      /** One subscriber's ledger rows, oldest first (the proof of consent), or null. */
      ledger: (programId: string, id: string) => subscriberLedger(db, programId, id),
      /** Erase a subscriber's number on request; the proof stays by hash. Audited. */
      erase: (program: { id: string; slug: string }, id: string, actor: string) =>
        eraseSubscriber(db, program, id, actor),
    },
  };
}
