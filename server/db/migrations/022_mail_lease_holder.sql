-- Which server process holds a pending mail's lease (server/mail/mail-lease-holder.ts): a process
-- starting again after a crash makes the dead process's leased mail due at once, rather than after
-- the lease's 5 minutes, and leaves alone the leases of processes still running.
ALTER TABLE message ADD COLUMN mail_lease_holder text;
