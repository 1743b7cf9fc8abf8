import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AdminProposalActionResponse, UpdateAppSettingsRequest } from '@arena/shared';
import type { TestApp, TestUser } from './helpers.js';

/**
 * Changes the payment settings as the back office does: `proposer` proposes (PUT /api/admin/settings),
 * `approver` approves (POST /api/admin/proposals/:id/approve). The settings are money rules: one admin
 * alone never changes them (docs/decisions/030-rule-and-role-proposals.md).
 */
export async function changeSettings(
  t: TestApp,
  proposer: TestUser,
  approver: TestUser,
  patch: UpdateAppSettingsRequest,
): Promise<AdminProposalActionResponse> {
  const put = await t.request(proposer, { method: 'PUT', url: '/api/admin/settings', payload: patch });
  expect(put.statusCode, put.body).toBe(200);
  const proposal = put.json<{ proposal: { id: string } | null }>().proposal;
  expect(proposal, 'the patch changes something').not.toBeNull();
  const approved: LightMyRequestResponse = await t.request(approver, { method: 'POST', url: `/api/admin/proposals/${proposal!.id}/approve` });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json<AdminProposalActionResponse>();
}
