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
 * And shortSlice(microseconds): asks Linux (6.12 and later, EEVDF's custom slices) to run the calling
 * thread — the event loop — in slices of that length. A waking thread whose slice is shorter than
 * the running one's takes the core at once instead of waiting out the other's slice (0.75-3 ms),
 * which is what an answer waited for while the hashing threads kept both cores busy
 * (docs/decisions/208-the-event-loop-in-short-slices.md). Reset on fork: threads and processes the
 * event loop starts later run in ordinary slices. Older kernels take the call and ignore the slice.
 *
 * The few Node-API declarations are written out instead of including node_api.h: Node-API's ABI
 * is stable, so building needs a C compiler and no Node headers.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <malloc.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

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

/* sched_setattr(2)'s argument; glibc has no wrapper for it */
struct sched_attr_v1 {
  uint32_t size;
  uint32_t sched_policy;
  uint64_t sched_flags;
  int32_t sched_nice;
  uint32_t sched_priority;
  uint64_t sched_runtime;
  uint64_t sched_deadline;
  uint64_t sched_period;
};
#define SLICE_RESET_ON_FORK 0x01

static napi_value short_slice(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value argv[1];
  int microseconds = 0;
  napi_value applied = NULL;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != 0 || argc < 1) return NULL;
  if (napi_get_value_int32(env, argv[0], &microseconds) != 0 || microseconds <= 0) return NULL;
  _Bool done = 0;
  /* only a thread of the ordinary policy: one someone put at the batch, idle or a real-time policy keeps it */
  if (sched_getscheduler(0) == SCHED_OTHER) {
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, 0); /* Linux: the calling thread's niceness, kept as it is */
    if (errno == 0) {
      struct sched_attr_v1 attr = {0};
      attr.size = sizeof attr;
      attr.sched_policy = SCHED_OTHER;
      attr.sched_flags = SLICE_RESET_ON_FORK;
      attr.sched_nice = nice;
      attr.sched_runtime = (uint64_t)microseconds * 1000;
      done = syscall(SYS_sched_setattr, 0, &attr, 0) == 0;
    }
  }
  napi_get_boolean(env, done, &applied);
  return applied;
}

static int export_function(napi_env env, napi_value exports, const char *name, napi_callback cb) {
  napi_value fn;
  if (napi_create_function(env, name, strlen(name), cb, NULL, &fn) != 0) return 0;
  return napi_set_named_property(env, exports, name, fn) == 0;
}

__attribute__((visibility("default"))) napi_value napi_register_module_v1(napi_env env, napi_value exports) {
  if (!export_function(env, exports, "trim", trim) || !export_function(env, exports, "configure", configure) ||
      !export_function(env, exports, "shortSlice", short_slice))
    return NULL;
  return exports;
}
