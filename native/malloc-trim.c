/*
 * One function for Node: trim() asks glibc to give every whole free page of its heaps back to the
 * system (malloc_trim(0)) and returns whether any was given back. free() alone returns only the
 * top of a heap, so an idle server keeps the pages that a busy spell left free between live
 * blocks (~35 MiB here). Called by scripts/lifecycle.mjs when the server is quiet
 * (docs/decisions/036-trim-when-quiet.md); built by scripts/malloc-trim.mjs.
 *
 * And configure(arenas, threshold): glibc's settings for a server whose native work (pictures,
 * docs/decisions/073-picture-budgets.md) allocates large buffers on many threads — at most
 * `arenas` heaps, and every block of `threshold` bytes or more mapped on its own, so that it goes
 * back to the system when freed (glibc would otherwise raise that threshold after each large free
 * and keep later large blocks in its heaps). What the systemd units set with MALLOC_ARENA_MAX and
 * MALLOC_MMAP_THRESHOLD_, for every other way of starting the server.
 *
 * The few Node-API declarations are written out instead of including node_api.h: Node-API's ABI
 * is stable, so building needs a C compiler and no Node headers.
 */
#include <malloc.h>
#include <stddef.h>
#include <string.h>

typedef struct napi_env__ *napi_env;
typedef struct napi_value__ *napi_value;
typedef struct napi_callback_info__ *napi_callback_info;
typedef int napi_status; /* napi_ok is 0 */
typedef napi_value (*napi_callback)(napi_env env, napi_callback_info info);

extern napi_status napi_create_function(napi_env env, const char *name, size_t length, napi_callback cb, void *data,
                                        napi_value *result);
extern napi_status napi_set_named_property(napi_env env, napi_value object, const char *name, napi_value value);
extern napi_status napi_get_boolean(napi_env env, _Bool value, napi_value *result);
extern napi_status napi_get_cb_info(napi_env env, napi_callback_info info, size_t *argc, napi_value *argv,
                                    napi_value *this_arg, void **data);
extern napi_status napi_get_value_int32(napi_env env, napi_value value, int *result);

static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value released = NULL;
  napi_get_boolean(env, malloc_trim(0) == 1, &released);
  return released;
}

static napi_value configure(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2];
  int arenas = 0;
  int threshold = 0;
  napi_value applied = NULL;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != 0 || argc < 2) return NULL;
  if (napi_get_value_int32(env, argv[0], &arenas) != 0 || napi_get_value_int32(env, argv[1], &threshold) != 0)
    return NULL;
  /* mallopt answers 1 when it took the setting; a fixed threshold also ends glibc's raising of it */
  napi_get_boolean(env, mallopt(M_ARENA_MAX, arenas) == 1 && mallopt(M_MMAP_THRESHOLD, threshold) == 1, &applied);
  return applied;
}

static int export_function(napi_env env, napi_value exports, const char *name, napi_callback cb) {
  napi_value fn;
  if (napi_create_function(env, name, strlen(name), cb, NULL, &fn) != 0) return 0;
  return napi_set_named_property(env, exports, name, fn) == 0;
}

__attribute__((visibility("default"))) napi_value napi_register_module_v1(napi_env env, napi_value exports) {
  if (!export_function(env, exports, "trim", trim) || !export_function(env, exports, "configure", configure))
    return NULL;
  return exports;
}
