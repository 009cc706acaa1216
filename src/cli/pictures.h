/*
 * One SVG picture per module (pictures.c): chains --format=svg of a directory,
 * of several files or of a split file writes each module's picture into the
 * directory -o names; a single module's picture goes where any output goes.
 */
#ifndef HLOASYNC_CLI_PICTURES_H
#define HLOASYNC_CLI_PICTURES_H

#include <stddef.h>

typedef struct hloa_picture {
    char *name; /* file name in the directory: the input's stem, .K for module K of several */
    char *data; /* the SVG text (heap) */
    size_t len;
} hloa_picture;

typedef struct hloa_pictures {
    hloa_picture *items;
    size_t n, cap;
} hloa_pictures;

/* Takes data (heap): module k (from 1) of the n_modules of the file at path. */
void hloa_pictures_add(hloa_pictures *p, const char *path, size_t k, size_t n_modules, char *data,
                       size_t len);
/* Does output name a directory for the pictures (an existing one, or a path ending in '/')? */
int hloa_pictures_to_dir(const char *output);
/* Writes each picture atomically into dir (made when missing); 0, or 2 with a message. */
int hloa_pictures_write_dir(const hloa_pictures *p, const char *dir);
void hloa_pictures_release(hloa_pictures *p);

#endif
