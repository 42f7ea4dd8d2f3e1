DROP INDEX "call_records_date_idx";--> statement-breakpoint
DROP INDEX "call_records_rep_date_idx";--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "company_search" text GENERATED ALWAYS AS (lower(company_name)) STORED;--> statement-breakpoint
CREATE INDEX "call_records_by_rep_idx" ON "call_records" USING btree (lower(rep),"gong_call_id","date","rep","company_search") WHERE rep <> '';--> statement-breakpoint
CREATE INDEX "call_records_by_user_email_idx" ON "call_records" USING btree (lower(user_email),"gong_call_id","date","rep","company_search","user_email") WHERE user_email <> '';--> statement-breakpoint
CREATE INDEX "call_records_by_company_name_idx" ON "call_records" USING btree (company_search,"gong_call_id","date","rep") WHERE company_search <> '';--> statement-breakpoint
CREATE INDEX "call_records_by_duration_ms_idx" ON "call_records" USING btree (duration_ms,"gong_call_id","date","rep","company_search") WHERE duration_ms is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_score_idx" ON "call_records" USING btree (score,"gong_call_id","date","rep","company_search") WHERE score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_ace_score_idx" ON "call_records" USING btree (ace_score,"gong_call_id","date","rep","company_search") WHERE ace_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_discovery_effectiveness_score_idx" ON "call_records" USING btree (discovery_effectiveness_score,"gong_call_id","date","rep","company_search") WHERE discovery_effectiveness_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_discovery_depth_score_idx" ON "call_records" USING btree (discovery_depth_score,"gong_call_id","date","rep","company_search") WHERE discovery_depth_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_consultation_teach_score_idx" ON "call_records" USING btree (consultation_teach_score,"gong_call_id","date","rep","company_search") WHERE consultation_teach_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_consultation_tailor_score_idx" ON "call_records" USING btree (consultation_tailor_score,"gong_call_id","date","rep","company_search") WHERE consultation_tailor_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_consultation_control_score_idx" ON "call_records" USING btree (consultation_control_score,"gong_call_id","date","rep","company_search") WHERE consultation_control_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_objection_probing_score_idx" ON "call_records" USING btree (objection_probing_score,"gong_call_id","date","rep","company_search") WHERE objection_probing_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_by_objection_responding_score_idx" ON "call_records" USING btree (objection_responding_score,"gong_call_id","date","rep","company_search") WHERE objection_responding_score is not null;--> statement-breakpoint
CREATE INDEX "call_records_date_idx" ON "call_records" USING btree ("date","gong_call_id","rep","company_search");--> statement-breakpoint
CREATE INDEX "call_records_rep_date_idx" ON "call_records" USING btree ("rep","date","gong_call_id","company_search");