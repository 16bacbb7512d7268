/** The key layout, shared by the processor and the runtime: key formats, limits, shards. */
module dev.singletable.layout {
  exports dev.singletable.layout;
}
