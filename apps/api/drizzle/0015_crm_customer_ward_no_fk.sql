ALTER TABLE "crm_customers" DROP CONSTRAINT "crm_customers_ward_code_address_wards_code_fk";
