-- Two kinds of partner email: the welcome and the notifications, each behind its program setting
ALTER TYPE "EmailKind" ADD VALUE 'partner_welcome';
ALTER TYPE "EmailKind" ADD VALUE 'partner_notification';
