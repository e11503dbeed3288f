/*
 * One function for Node: trim() asks glibc to give every whole free page of its heaps back to the
 * system (malloc_trim(0)) and returns whether any was given back. free() alone returns only the
 * top of a heap, so an idle server keeps the pages that a busy spell left free between live
 * blocks (~35 MiB here). Called by scripts/lifecycle.mjs when the server is quiet
 * (docs/decisions/036-trim-when-quiet.md); built by scripts/malloc-trim.mjs.
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

static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value released = NULL;
  napi_get_boolean(env, malloc_trim(0) == 1, &released);
  return released;
}

__attribute__((visibility("default"))) napi_value napi_register_module_v1(napi_env env, napi_value exports) {
  napi_value fn;
  if (napi_create_function(env, "trim", strlen("trim"), trim, NULL, &fn) != 0) return NULL;
  if (napi_set_named_property(env, exports, "trim", fn) != 0) return NULL;
  return exports;
}
