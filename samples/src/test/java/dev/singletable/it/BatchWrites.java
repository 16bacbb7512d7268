package dev.singletable.it;

import dev.singletable.runtime.BatchSettings;

/**
 * The generated {@code GraphTable.BatchWrite}, so that one test runs against it and against
 * {@code GraphAsyncTable.BatchWrite} alike (see {@link Mode}).
 */
interface BatchWrites {
  BatchWrites put(PlainFollow follow);

  BatchWrites put(PlainMute mute);

  BatchWrites delete(PlainFollow follow);

  BatchWrites delete(PlainMute mute);

  void execute();

  void execute(BatchSettings settings);
}
