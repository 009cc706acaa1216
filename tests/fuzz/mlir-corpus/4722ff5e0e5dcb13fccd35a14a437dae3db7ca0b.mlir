//!t =  verify/err/async_thread.hlo in MHLO (its first chain; netg÷-astart has no MHLQ form): the start
// runs Ωon "main", the function it calls on "host".d module: nothing runs while the all-gather is in flight (a note)
module @scheduled attributes {mhlo.is_scheduled = 