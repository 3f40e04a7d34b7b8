package kudde.ui.art;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * How colours look to someone with one of the three dichromacies, and how far apart two colours
 * look: the simulations of Machado, Oliveira and Fernandes (2009, severity 1), applied in linear
 * sRGB, and the CIEDE2000 colour difference in CIELAB (D65). For the colour tests and, as a
 * program, for pictures: {@code ColourVision IN.png OUT-PREFIX} writes OUT-PREFIX-protanopia.png
 * and the others, the picture as seen under each.
 */
final class ColourVision {
    enum Deficiency {
        PROTANOPIA(new double[][] {
            {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}),
        DEUTERANOPIA(new double[][] {
            {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}),
        TRITANOPIA(new double[][] {
            {1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}});

        private final double[][] m;

        Deficiency(double[][] m) {
            this.m = m;
        }
    }

    private ColourVision() {
    }

    /** The colour as seen with the deficiency (null: normal vision), as an sRGB colour. */
    static Color seenWith(Deficiency d, Color c) {
        if (d == null) {
            return c;
        }
        double[] l = linear(c);
        double[] out = new double[3];
        for (int i = 0; i < 3; i++) {
            out[i] = d.m[i][0] * l[0] + d.m[i][1] * l[1] + d.m[i][2] * l[2];
        }
        return new Color(encode(out[0]), encode(out[1]), encode(out[2]), c.getAlpha());
    }

    /** CIELAB (D65) of an sRGB colour: {L*, a*, b*}. */
    static double[] lab(Color c) {
        double[] l = linear(c);
        double x = 0.4124564 * l[0] + 0.3575761 * l[1] + 0.1804375 * l[2];
        double y = 0.2126729 * l[0] + 0.7151522 * l[1] + 0.0721750 * l[2];
        double z = 0.0193339 * l[0] + 0.1191920 * l[1] + 0.9503041 * l[2];
        double fx = f(x / 0.95047);
        double fy = f(y);
        double fz = f(z / 1.08883);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    /** How far apart two colours look with the deficiency (null: normal vision), in CIEDE2000. */
    static double distance(Deficiency d, Color a, Color b) {
        return ciede2000(lab(seenWith(d, a)), lab(seenWith(d, b)));
    }

    /** The CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), kL = kC = kH = 1. */
    static double ciede2000(double[] lab1, double[] lab2) {
        double l1 = lab1[0];
        double a1 = lab1[1];
        double b1 = lab1[2];
        double l2 = lab2[0];
        double a2 = lab2[1];
        double b2 = lab2[2];
        double cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
        double g = 0.5 * (1 - Math.sqrt(Math.pow(cBar, 7) / (Math.pow(cBar, 7) + Math.pow(25, 7))));
        double a1p = (1 + g) * a1;
        double a2p = (1 + g) * a2;
        double c1p = Math.hypot(a1p, b1);
        double c2p = Math.hypot(a2p, b2);
        double h1p = hue(a1p, b1);
        double h2p = hue(a2p, b2);
        double dLp = l2 - l1;
        double dCp = c2p - c1p;
        double dhp = 0;
        if (c1p * c2p != 0) {
            dhp = h2p - h1p;
            if (dhp > 180) {
                dhp -= 360;
            } else if (dhp < -180) {
                dhp += 360;
            }
        }
        double dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin(Math.toRadians(dhp) / 2);
        double lBarP = (l1 + l2) / 2;
        double cBarP = (c1p + c2p) / 2;
        double hBarP;
        if (c1p * c2p == 0) {
            hBarP = h1p + h2p;
        } else if (Math.abs(h1p - h2p) <= 180) {
            hBarP = (h1p + h2p) / 2;
        } else if (h1p + h2p < 360) {
            hBarP = (h1p + h2p + 360) / 2;
        } else {
            hBarP = (h1p + h2p - 360) / 2;
        }
        double t = 1 - 0.17 * Math.cos(Math.toRadians(hBarP - 30)) + 0.24 * Math.cos(Math.toRadians(2 * hBarP))
                + 0.32 * Math.cos(Math.toRadians(3 * hBarP + 6)) - 0.20 * Math.cos(Math.toRadians(4 * hBarP - 63));
        double dTheta = 30 * Math.exp(-Math.pow((hBarP - 275) / 25, 2));
        double rc = 2 * Math.sqrt(Math.pow(cBarP, 7) / (Math.pow(cBarP, 7) + Math.pow(25, 7)));
        double sl = 1 + 0.015 * Math.pow(lBarP - 50, 2) / Math.sqrt(20 + Math.pow(lBarP - 50, 2));
        double sc = 1 + 0.045 * cBarP;
        double sh = 1 + 0.015 * cBarP * t;
        double rt = -Math.sin(Math.toRadians(2 * dTheta)) * rc;
        return Math.sqrt(Math.pow(dLp / sl, 2) + Math.pow(dCp / sc, 2) + Math.pow(dHp / sh, 2)
                + rt * (dCp / sc) * (dHp / sh));
    }

    /** A picture as seen with the deficiency, pixel by pixel. */
    static BufferedImage seenWith(Deficiency d, BufferedImage in) {
        BufferedImage out = new BufferedImage(in.getWidth(), in.getHeight(), BufferedImage.TYPE_INT_RGB);
        java.util.Map<Integer, Integer> done = new java.util.HashMap<>();
        for (int y = 0; y < in.getHeight(); y++) {
            for (int x = 0; x < in.getWidth(); x++) {
                int rgb = in.getRGB(x, y) & 0xFFFFFF;
                out.setRGB(x, y, done.computeIfAbsent(rgb, v -> seenWith(d, new Color(v)).getRGB()));
            }
        }
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedImage in = ImageIO.read(new File(args[0]));
        for (Deficiency d : Deficiency.values()) {
            File out = new File(args[1] + "-" + d.name().toLowerCase(java.util.Locale.ROOT) + ".png");
            ImageIO.write(seenWith(d, in), "png", out);
            System.out.println("wrote " + out);
        }
    }

    private static double hue(double a, double b) {
        if (a == 0 && b == 0) {
            return 0;
        }
        double h = Math.toDegrees(Math.atan2(b, a));
        return h < 0 ? h + 360 : h;
    }

    private static double f(double t) {
        double e = 6.0 / 29;
        return t > e * e * e ? Math.cbrt(t) : t / (3 * e * e) + 4.0 / 29;
    }

    private static double[] linear(Color c) {
        return new double[] {linear(c.getRed()), linear(c.getGreen()), linear(c.getBlue())};
    }

    private static double linear(int v) {
        double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    private static int encode(double l) {
        double c = Math.min(1, Math.max(0, l));
        double s = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
        return (int) Math.round(s * 255);
    }
}
