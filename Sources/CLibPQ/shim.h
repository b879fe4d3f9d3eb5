#ifndef HABITAT_CLIBPQ_SHIM_H
#define HABITAT_CLIBPQ_SHIM_H
#include <libpq-fe.h>

/// PG_DIAG_SQLSTATE is a character macro: the five-character SQLSTATE of a failed result, or NULL.
static inline const char *clibpq_sqlstate(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_SQLSTATE);
}

/// The primary message of a failed result, without libpq's severity prefix and detail lines, or NULL.
static inline const char *clibpq_primary_message(const PGresult *result) {
    return PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
}

static void clibpq_ignore_notice(void *arg, const char *message) { (void)arg; (void)message; }

/// Notices (e.g. "relation already exists, skipping") are not printed to standard error: the program's output is its own.
static inline void clibpq_silence_notices(PGconn *connection) {
    PQsetNoticeProcessor(connection, clibpq_ignore_notice, NULL);
}
#endif
