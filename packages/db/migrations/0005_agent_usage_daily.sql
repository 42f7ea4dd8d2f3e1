CREATE TABLE "agent_response_daily" (
	"agent" text NOT NULL,
	"day" date NOT NULL,
	"user_email" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "agent_response_daily_agent_day_user_email_pk" PRIMARY KEY("agent","day","user_email")
);
