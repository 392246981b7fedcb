-- Parent origins (SPEC.md section 5 "Parent messages"): a row is written only from EMBED_PARENT_ORIGINS,
-- always with its origin, and a brand without a row trusts no parent window. The column keeps no
-- default, so nothing can be inserted that silently trusts every origin ('*').
ALTER TABLE "brand_embed_settings" ALTER COLUMN "parent_origin" DROP DEFAULT;
