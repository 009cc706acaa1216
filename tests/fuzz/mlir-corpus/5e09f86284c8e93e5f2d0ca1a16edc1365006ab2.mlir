// StableHLO async collectives as JAX lowers them (all_gather_start(x).done(), psum_start, ...// verify/err/a):
// a futursync_chai