/** The annotations a record carries: {@code @Edge}, {@code @Node}, {@code @Counter}, {@code @Version}. */
module dev.singletable.annotations {
  exports dev.singletable.annotations;
}
