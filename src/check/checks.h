/*
 * The checks of the rules, declared from the check column of rules.def (each
 * defined in the verify_*.c file of its subject, or schedule.c). verify.c
 * runs them; a test may call one on its own.
 */
#ifndef HLOASYNC_CHECKS_H
#define HLOASYNC_CHECKS_H

#include "hloasync/check.h"

#define HLOA_DECLARE_TEXT(check) /* reported while the text is read */
#define HLOA_DECLARE_INSTRUCTION(check) hloa_check_fn check;
#define HLOA_DECLARE_CHAIN(check) hloa_check_fn check;
#define HLOA_DECLARE_COMPUTATION(check) hloa_check_fn check;
#define HLOA_DECLARE_PAIR(check) hloa_check_fn check;
#define HLOA_DECLARE_MODULE(check) hloa_check_fn check;
#define HLOA_DECLARE_SCHEDULE(check) hloa_check_fn check;
#define RULE(e, id, sev, scope, check, summary, explanation) HLOA_DECLARE_##scope(check)
#include "hloasync/rules.def"
#undef RULE

#endif
