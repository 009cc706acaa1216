/*
 * A guard for mapped input files that shrink while they are read. Reading a
 * page of a mapping past the file's new end raises SIGBUS; the guard's
 * handler puts a zero page there instead, so the reader goes on (it sees NUL
 * bytes, which every reader takes as bad text), and marks the mapping hit:
 * the caller asks afterwards and ends with "file changed while it was read".
 * The same way as systemd's journal reader keeps a mapped journal that
 * another process truncates from killing it.
 */
#ifndef HLOASYNC_BUS_GUARD_H
#define HLOASYNC_BUS_GUARD_H

#include <stddef.h>

/* Guards [base, base + len), page aligned at base: its slot (1, 2, ...), or 0 when all
   slots are taken (the caller then reads the file instead of mapping it). */
int hloa_bus_guard_add(const void *base, size_t len);
/* Did a read of slot's mapping fault since it was added? */
int hloa_bus_guard_hit(int slot);
/* Forgets slot (before its mapping goes). */
void hloa_bus_guard_remove(int slot);

#endif
