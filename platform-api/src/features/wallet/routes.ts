import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositCallbackBody, depositCallbackParams } from '../../contract/wallet.js';
import type { AppContext } from '../../context.js';
import { depositOrders, wallets } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { jsonNestedDeeperThan, tooDeepError } from '../../http/json-depth.js';
import { toMajor } from '../../http/money.js';
import { parseInput } from '../../http/validate.js';
import { newNonce, pageHeaders } from '../play/index.js';
import { requireMember } from '../session/index.js';
import { businessZone, getBrand } from '../system/index.js';
import {
  applyNotification,
  createDepositOrder,
  expireDue,
  listChannels,
  memberOrder,
  memberOrders,
  toChannelDto,
} from './deposit-service.js';
import { loadProvider, signNotification } from './providers.js';
import { betRecord, profitAndLoss, resolvePeriod, transactionRecord } from './records-service.js';
import { formTokenOf, formTokenValid, sandboxPage } from './sandbox-page.js';
import {
  addPayoutAccount,
  listPayoutAccounts,
  memberWithdrawals,
  requestWithdrawal,
  removePayoutAccount,
  setPaymentPassword,
  withdrawInfo,
} from './withdraw-service.js';
import { proveBoundAddress } from '../security/index.js';
import { sendSecurityNotice } from '../inbox/index.js';
import { route } from '../../http/route.js';

/** Deposit and withdraw need a real account: trial users are refused (free_reject). */
async function requireRealMember(ctx: AppContext, request: FastifyRequest) {
  const member = await requireMember(ctx, request);
  if (member.isTrial || member.type === 4) throw new ApiError('TRIAL_REJECTED');
  return member;
}

export const walletRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/wallets/gcs', async (request) => {
    const member = await requireMember(ctx, request);
    const brand = await getBrand(ctx);
    const [wallet] = await ctx.db
      .select({ balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, member.id));
    return ok({
      currency: brand.currencyCode,
      currencySymbol: brand.currencySymbol,
      sumBalance: toMajor(wallet?.balanceMinor ?? 0),
    });
  });

  // ---- Deposit -------------------------------------------------------------------------------

  route(app, 'GET /wps/deposit/channels', async (request) => {
    await requireRealMember(ctx, request);
    const brand = await getBrand(ctx);
    return ok({
      currency: brand.currencyCode,
      currencySymbol: brand.currencySymbol,
      channels: (await listChannels(ctx.db)).map(toChannelDto),
    });
  });

  route(app, 'POST /wps/deposit/orders', async (request) => {
    const member = await requireRealMember(ctx, request);
    const brand = await getBrand(ctx);
    return ok(
      await createDepositOrder(ctx.db, {
        memberId: member.id,
        currencyCode: brand.currencyCode,
        channelCode: request.body.channelCode,
        amountMinor: request.body.amount,
        requestId: request.body.requestId,
        now: ctx.clock.now(),
      }),
    );
  });

  route(app, 'GET /wps/deposit/orders', async (request) => {
    const member = await requireRealMember(ctx, request);
    return ok(await memberOrders(ctx.db, member.id, request.query, ctx.clock.now()));
  });

  route(app, 'GET /wps/deposit/orders/:orderNo', async (request) => {
    const member = await requireRealMember(ctx, request);
    return ok(await memberOrder(ctx.db, member.id, request.params.orderNo, ctx.clock.now()));
  });

  // The provider's notification: verified against the raw body, so this call reads JSON itself.
  await app.register(async (scope: FastifyInstance) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16_384 },
      (request, body, done) => {
        (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
        if (jsonNestedDeeperThan(body as string)) {
          done(tooDeepError());
          return;
        }
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new ApiError('INVALID_INPUT', null, [{ path: '', messageKey: 'invalid_input' }]));
        }
      },
    );
    route(scope, 'POST /wps/deposit/callback/:provider', async (request) => {
      const { provider: code } = parseInput(depositCallbackParams, request.params);
      const now = ctx.clock.now();
      const provider = await loadProvider(ctx.db, code);
      if (!provider || provider.kind !== 'GATEWAY') throw new ApiError('NOT_FOUND');
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const rawBody = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      const signed = provider.verifyNotification(
        rawBody,
        { signature: header('x-signature'), timestamp: header('x-timestamp') },
        now,
      );
      if (!signed) throw new ApiError('SIGNATURE_INVALID');
      const body = parseInput(depositCallbackBody, request.body);
      return ok(
        await applyNotification(
          ctx.db,
          provider.code,
          {
            eventId: body.eventId,
            providerRef: body.providerRef,
            orderNo: body.orderNo,
            status: body.status,
            amountMinor: Math.round(body.amount * 100),
            reason: body.reason,
          },
          now,
        ),
      );
    });
  });

  // The sandbox gateway's hosted page and its buttons.
  const sandboxOrder = async (providerRef: string) => {
    const [order] = await ctx.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.providerRef, providerRef));
    const provider = await loadProvider(ctx.db, 'SANDBOX');
    if (!order || !provider || order.providerCode !== 'SANDBOX') throw new ApiError('NOT_FOUND');
    return { order, provider };
  };

  route(app, 'GET /wps/sandbox-pay/:providerRef', async (request, reply) => {
    const now = ctx.clock.now();
    await expireDue(ctx.db, now);
    const { order, provider } = await sandboxOrder(request.params.providerRef);
    const brand = await getBrand(ctx);
    const nonce = newNonce();
    reply.headers(pageHeaders(nonce));
    return sandboxPage(nonce, {
      providerRef: request.params.providerRef,
      orderNo: order.orderNo,
      amount: `${brand.currencySymbol}${toMajor(order.amountMinor).toFixed(2)}`,
      status: order.status,
      expiresAt: order.expiresAt.toISOString(),
      formToken: formTokenOf(provider.secret, request.params.providerRef),
    });
  });

  route(app, 'POST /wps/sandbox-pay/:providerRef', async (request) => {
    const { providerRef } = request.params;
    const { order, provider } = await sandboxOrder(providerRef);
    if (!formTokenValid(provider.secret, providerRef, request.body.formToken)) {
      throw new ApiError('ACCESS_DENIED');
    }
    if (request.body.action === 'expire' || order.status !== 'PENDING') {
      return ok({ orderNo: order.orderNo, status: order.status });
    }
    // The hosted page takes no payment after the order's time (the callback would now credit
    // it as paid late, as it must for a real gateway that took the money).
    if (order.expiresAt.getTime() <= ctx.clock.now().getTime()) {
      return ok({ orderNo: order.orderNo, status: 'EXPIRED' });
    }
    // Like a real gateway: an HTTP notification, signed, to the platform's callback URL.
    const payload = JSON.stringify({
      eventId: randomUUID(),
      providerRef,
      orderNo: order.orderNo,
      status: request.body.action === 'pay' ? 'PAID' : 'FAILED',
      amount: toMajor(order.amountMinor),
      ...(request.body.action === 'fail' ? { reason: 'Declined by the payer' } : {}),
    });
    const timestamp = String(Math.floor(ctx.clock.now().getTime() / 1000));
    const response = await app.inject({
      method: 'POST',
      url: '/wps/deposit/callback/SANDBOX',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signNotification(provider.secret, timestamp, payload),
      },
      payload,
    });
    const envelope = response.json() as { success: boolean; value: { status: string } };
    if (!envelope.success) throw new ApiError('INVALID_INPUT');
    return ok({ orderNo: order.orderNo, status: envelope.value.status as 'PAID' });
  });

  // ---- Withdraw ------------------------------------------------------------------------------

  route(app, 'GET /wps/withdraw/info', async (request) => {
    const member = await requireRealMember(ctx, request);
    const brand = await getBrand(ctx);
    return ok(await withdrawInfo(ctx.db, member, brand, ctx.clock.now()));
  });

  route(app, 'POST /wps/withdraw/payment-password', async (request) => {
    const member = await requireRealMember(ctx, request);
    const { body } = request;
    if (body.code) {
      // A reset (or a first set without a login password): a code to the bound phone/e-mail.
      await proveBoundAddress(
        ctx,
        member.id,
        body.codeChannel ?? 'SMS',
        'PAYMENT_PASSWORD',
        body.code,
      );
    }
    const now = ctx.clock.now();
    await setPaymentPassword(ctx.db, member.id, { ...body, provedByCode: Boolean(body.code) }, now);
    await sendSecurityNotice(ctx, member.id, { kind: 'PAYMENT_PASSWORD_CHANGED' }, now);
    return ok(true as const);
  });

  route(app, 'GET /wps/withdraw/accounts', async (request) => {
    const member = await requireRealMember(ctx, request);
    return ok(await listPayoutAccounts(ctx.db, member.id));
  });

  route(app, 'POST /wps/withdraw/accounts', async (request) => {
    const member = await requireRealMember(ctx, request);
    // The holder's name follows the registration's name rule (the brand's settings).
    const nameRules = (await getBrand(ctx)).register.rules.payeeName ?? [];
    const now = ctx.clock.now();
    const account = await addPayoutAccount(ctx.db, member.id, request.body, now, nameRules);
    await sendSecurityNotice(
      ctx,
      member.id,
      {
        kind: 'PAYOUT_ACCOUNT_ADDED',
        params: { account: `${account.provider} ${account.accountNo}` },
      },
      now,
    );
    return ok(account);
  });

  route(app, 'POST /wps/withdraw/accounts/:id/remove', async (request) => {
    const member = await requireRealMember(ctx, request);
    await removePayoutAccount(
      ctx.db,
      member.id,
      request.params.id,
      request.body.paymentPassword,
      ctx.clock.now(),
    );
    return ok(true as const);
  });

  route(app, 'POST /wps/transaction/withdraw', async (request) => {
    const member = await requireRealMember(ctx, request);
    const brand = await getBrand(ctx);
    const now = ctx.clock.now();
    const withdrawal = await requestWithdrawal(
      ctx.db,
      member,
      brand.currencyCode,
      {
        amountMinor: request.body.amount,
        payoutAccountId: request.body.payoutAccountId,
        paymentPassword: request.body.paymentPassword,
        requestId: request.body.requestId,
      },
      now,
    );
    // Keyed by the order, so a replayed request (same requestId) tells the member once.
    const { payoutAccount } = withdrawal;
    await sendSecurityNotice(
      ctx,
      member.id,
      {
        kind: 'WITHDRAWAL_REQUESTED',
        params: {
          amount: `${brand.currencyCode} ${withdrawal.amount.toFixed(2)}`,
          account: `${payoutAccount.provider} ${payoutAccount.accountNo}`,
          orderNo: withdrawal.withdrawalNo,
        },
        reference: `notice:withdrawal:${withdrawal.withdrawalNo}`,
      },
      now,
    );
    return ok(withdrawal);
  });

  route(app, 'GET /wps/transaction/withdraw', async (request) => {
    const member = await requireRealMember(ctx, request);
    return ok(await memberWithdrawals(ctx.db, member.id, request.query));
  });

  // ---- Records -------------------------------------------------------------------------------

  route(app, 'GET /wps/transaction/record', async (request) => {
    const member = await requireMember(ctx, request);
    const period = resolvePeriod(request.query, ctx.clock.now(), await businessZone(ctx));
    return ok(await transactionRecord(ctx.db, member.id, request.query, period));
  });

  route(app, 'GET /wps/bet/record', async (request) => {
    const member = await requireMember(ctx, request);
    const period = resolvePeriod(request.query, ctx.clock.now(), await businessZone(ctx));
    return ok(await betRecord(ctx.db, member.id, request.query, period));
  });

  route(app, 'GET /wps/report/pnl', async (request) => {
    const member = await requireMember(ctx, request);
    const period = resolvePeriod(request.query, ctx.clock.now(), await businessZone(ctx));
    return ok(await profitAndLoss(ctx.db, member.id, period));
  });
};
