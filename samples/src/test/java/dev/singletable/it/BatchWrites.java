package dev.singletable.it;

import dev.singletable.runtime.BatchSettings;
import dev.singletable.samples.social.Follow;
import dev.singletable.samples.social.Mute;

/**
 * The generated {@code SocialTable.BatchWrite}, so that one test runs against it and against
 * {@code SocialAsyncTable.BatchWrite} alike (see {@link Mode}).
 */
interface BatchWrites {
  BatchWrites put(Follow follow);

  BatchWrites put(Mute mute);

  BatchWrites delete(Follow follow);

  BatchWrites delete(Mute mute);

  void execute();

  void execute(BatchSettings settings);
}
